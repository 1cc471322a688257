// app/api/payroll/[...path]/route.ts: the proxy, also serving the page's event stream
import { proxy } from '@/lib/payroll';

export const dynamic = 'force-dynamic';
const handle = (request: Request) => proxy(request);
export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
