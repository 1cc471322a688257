// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { defineMessages, UIProvider, useFlowMessages } from '../../../src/ui';

afterEach(cleanup);

const runMessages = defineMessages('run', {
  'blocker.missing_bank_info': 'Add the company bank account, then calculate again.',
  'holiday.thanksgiving': 'Thanksgiving on {date}',
});

/** A flow showing keys it learns from the service: a blocker key, a holiday key, a shared word. */
function ServiceKeysProbe({ blocker }: { blocker: string }) {
  const { lookup } = useFlowMessages(runMessages);
  return (
    <ul>
      <li>{lookup(`blocker.${blocker}`, 'The service says: no.')}</li>
      <li>{lookup('holiday.thanksgiving', 'Thanksgiving', { date: 'Nov 26' })}</li>
      <li>{lookup('conflict.keepMine', 'keep')}</li>
      <li>{lookup('validation.ssn', 'ssn')}</li>
    </ul>
  );
}

test('a key the service sends shows the dictionary text when there is one, else the fallback', () => {
  const { rerender } = render(
    <UIProvider>
      <ServiceKeysProbe blocker="missing_bank_info" />
    </UIProvider>,
  );
  expect(screen.getByText('Add the company bank account, then calculate again.')).toBeTruthy();
  expect(screen.getByText('Thanksgiving on Nov 26')).toBeTruthy();
  // The shared `common` words and the UI kit's words are found too.
  expect(screen.getByText('Keep my values')).toBeTruthy();
  expect(screen.getByText('Enter a 9-digit Social Security number.')).toBeTruthy();

  rerender(
    <UIProvider>
      <ServiceKeysProbe blocker="a_blocker_added_next_year" />
    </UIProvider>,
  );
  expect(screen.getByText('The service says: no.')).toBeTruthy();
  expect(screen.queryByText(/blocker\./)).toBeNull();
});

test("a partner's wording of a service key wins over the flow's English and the fallback", () => {
  render(
    <UIProvider
      locale="es-US"
      messages={{ 'run.blocker.missing_bank_info': 'Agregue la cuenta bancaria de la empresa.' }}
    >
      <ServiceKeysProbe blocker="missing_bank_info" />
    </UIProvider>,
  );
  expect(screen.getByText('Agregue la cuenta bancaria de la empresa.')).toBeTruthy();
});
