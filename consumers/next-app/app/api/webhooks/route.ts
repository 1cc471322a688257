// app/api/webhooks/route.ts: the webhook receiver, at the subscription's url
import { webhooks } from '@/lib/payroll';

export const dynamic = 'force-dynamic';
export const POST = (request: Request) => webhooks(request);
