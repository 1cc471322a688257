import { afterAll, describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Company attachments through the upstream client (UPSTREAM-3 N.4): its multipart upload (201),
 * the list, one attachment and its download URL parse; a document type the service does not take
 * comes back as the client's 422 on `file`.
 */

const { gusto, api, reached } = startUpstreamClient({ employees: 1 });

describe('the upstream client on company attachments', () => {
  it('uploads a tax notice, lists it, reads it and its download URL', async () => {
    const companyId = api.companyUuid;
    const { companyAttachment } = await gusto.companyAttachments.create({
      companyId,
      companyAttachmentCreateRequestBody: {
        document: { fileName: 'notice.pdf', content: new Uint8Array([37, 80, 68, 70]) },
        category: 'gep_notice',
      },
    });
    expect(companyAttachment).toMatchObject({ name: 'notice.pdf', category: 'gep_notice' });
    const { companyAttachments } = await gusto.companyAttachments.getList({ companyId });
    expect(companyAttachments?.map((a) => a.uuid)).toEqual([companyAttachment!.uuid]);
    const one = await gusto.companyAttachments.getDetails({
      companyId,
      companyAttachmentUuid: companyAttachment!.uuid,
    });
    expect(one.companyAttachment?.name).toBe('notice.pdf');
    const link = await gusto.companyAttachment.getDownloadUrl({
      companyId,
      companyAttachmentUuid: companyAttachment!.uuid,
    });
    expect(link.companyAttachmentDownloadUrl?.url).toMatch(/\/attachments\/[^/]+\/file$/);

    const refused = await gusto.companyAttachments
      .create({
        companyId,
        companyAttachmentCreateRequestBody: {
          document: { fileName: 'run.exe', content: new Uint8Array([1]) },
          category: 'compliance',
        },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    expect((refused as UnprocessableEntityError).errors?.[0]).toMatchObject({
      errorKey: 'file',
      category: 'invalid_attribute_value',
    });
  });

  afterAll(() => {
    expect(routesOf('companyAttachments').filter((key) => !reached.has(key))).toEqual([]);
  });
});
