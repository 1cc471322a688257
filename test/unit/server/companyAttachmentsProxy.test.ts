import { describe, expect, it } from 'vitest';
import {
  downloadCompanyAttachment,
  listCompanyAttachments,
  uploadCompanyAttachment,
} from '../../../src/api/companyAttachments/operations';
import { isApiError } from '../../../src/api/errors';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// A company document goes through the proxy as multipart (the one body besides JSON it forwards,
// on that route only), up to 11 MiB (DECISIONS 75: a 10 MiB document and its form); its file is
// served under the company's path, so another company's session reaches neither.
describe('company attachments through the proxy', () => {
  it('uploads, lists and downloads as the company’s admin; refuses over 11 MiB and to another company', async () => {
    const { api, newcomer, call, client, signIn } = await proxyForTwoCompanies();
    signIn([api.companyUuid]);
    const mib = 1024 * 1024;
    const document = new File([new Uint8Array(10 * mib).fill(7)], 'notice.pdf', { type: 'application/pdf' });
    const { data: made } = await uploadCompanyAttachment(client, api.companyUuid, {
      document,
      category: 'gep_notice',
    });
    expect(made).toMatchObject({ name: 'notice.pdf', category: 'gep_notice' });
    const { data: list } = await listCompanyAttachments(client, api.companyUuid);
    expect(list.map((a) => a.uuid)).toEqual([made.uuid]);
    const { file } = await downloadCompanyAttachment(client, api.companyUuid, made.uuid);
    expect(file?.size).toBe(10 * mib);
    expect(file?.type).toBe('application/pdf');

    const huge = new File([new Uint8Array(11 * mib + 1)], 'huge.pdf', { type: 'application/pdf' });
    const tooLarge = await uploadCompanyAttachment(client, api.companyUuid, {
      document: huge,
      category: 'gep_notice',
    }).catch((error: unknown) => error);
    expect(isApiError(tooLarge) && tooLarge.status).toBe(413);
    // Multipart anywhere else is still refused: JSON is the only other body.
    const form = new FormData();
    form.append('first_name', 'Ada');
    const elsewhere = await client
      .request(
        { method: 'POST', path: '/v1/companies/{company_id}/employees', name: 'createEmployee' } as never,
        {
          params: { company_id: api.companyUuid },
          body: form,
        },
      )
      .catch((error: unknown) => error);
    expect(isApiError(elsewhere) && elsewhere.status).toBe(415);

    signIn([newcomer]);
    const item = `/v1/companies/${api.companyUuid}/attachments/${made.uuid}`;
    expect((await call('GET', item)).status).toBe(404);
    expect((await call('GET', `${item}/file`)).status).toBe(404);
  });
});
