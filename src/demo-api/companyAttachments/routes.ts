import { notFound } from '../errors';
import type { DemoService, Route, RouteRequest } from '../service';
import { checkAttachmentUpload, readAttachmentBody } from './attachmentUpload';
import { companyAttachments, type CompanyAttachmentRecord } from './records';

/**
 * Company attachments (UPSTREAM-3 N.4, DECISIONS 75): upload a tax notice or compliance document
 * (multipart, 201), list, read one, and its download URL, which points to the demo's own file
 * route (a company token needed, so a browser reaches it only through the proxy). No delete.
 */

const COLLECTION = '/v1/companies/{company_id}/attachments';
const ITEM = `${COLLECTION}/{company_attachment_uuid}`;
const SCOPES = { read: 'company_attachments:read', write: 'company_attachments:write' };

/** `Company-Attachment` as the provider shapes it. */
function attachmentView(record: CompanyAttachmentRecord) {
  return { uuid: record.uuid, name: record.name, category: record.category, upload_time: record.uploadTime };
}

/** The attachment of the path, of the path's company the token reaches; else 404. */
function findAttachment(service: DemoService, { params, grant }: RouteRequest): CompanyAttachmentRecord {
  const company = service.company(params.company_id, grant);
  const record = service.store.table(companyAttachments).get(params.company_attachment_uuid ?? '');
  if (!record || record.companyUuid !== company.uuid) throw notFound();
  return record;
}

/**
 * The company attachment routes.
 *
 * @example
 * new Router(companyAttachmentRoutes);
 */
export const companyAttachmentRoutes: Route[] = [
  {
    method: 'POST',
    path: COLLECTION,
    auth: 'company',
    scope: SCOPES.write,
    readBody: readAttachmentBody,
    handle({ params, body, grant }, service) {
      const company = service.company(params.company_id, grant);
      const upload = checkAttachmentUpload(body);
      const record: CompanyAttachmentRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        name: upload.name,
        category: upload.category,
        uploadTime: service.nowIso(),
        contentType: upload.contentType,
        bytes: upload.bytes,
        seq: service.store.nextSeq(),
      };
      service.store.table(companyAttachments).set(record.uuid, record);
      return { status: 201, body: attachmentView(record) };
    },
  },
  {
    method: 'GET',
    path: COLLECTION,
    auth: 'company',
    scope: SCOPES.read,
    handle({ params, grant }, service) {
      const company = service.company(params.company_id, grant);
      const rows = [...service.store.table(companyAttachments).values()]
        .filter((record) => record.companyUuid === company.uuid)
        .sort((a, b) => b.seq - a.seq);
      return { status: 200, body: rows.map(attachmentView) };
    },
  },
  {
    method: 'GET',
    path: ITEM,
    auth: 'company',
    scope: SCOPES.read,
    handle: (request, service) => ({ status: 200, body: attachmentView(findAttachment(service, request)) }),
  },
  {
    method: 'GET',
    path: `${ITEM}/download_url`,
    auth: 'company',
    scope: SCOPES.read,
    handle(request, service) {
      const record = findAttachment(service, request);
      const path = `/v1/companies/${record.companyUuid}/attachments/${record.uuid}/file`;
      return { status: 200, body: { url: new URL(path, request.url).href } };
    },
  },
  {
    method: 'GET',
    path: `${ITEM}/file`,
    auth: 'company',
    scope: SCOPES.read,
    handle(request, service) {
      const record = findAttachment(service, request);
      return {
        status: 200,
        body: record.bytes,
        headers: {
          'Content-Type': record.contentType,
          'Content-Disposition': `attachment; filename="${record.name.replace(/["\\\r\n]/g, '_')}"`,
        },
      };
    },
  },
];
