/**
 * Issue 43, defect 4: after "Sign the W-9" and after "Finish onboarding" focus fell to <body> once
 * the admin had spent more than 5 s on the page, because the shared step-focus helper followed a
 * step for 5 s only. The page's timers run on a fake clock advanced a minute at a time (no real
 * waiting), on a contractor's page in miniature.
 */
import { useRef, useState } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { useFocusStepHeading } from '../../../src/flows/shared/useFocusStepHeading';

/** Its heading, a documents part whose button goes once signed, an onboarding part that goes once finished. */
function ContractorPageLike() {
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [signed, setSigned] = useState(false);
  const [finished, setFinished] = useState(false);
  useFocusStepHeading(root, open ? 'page' : 'list');
  return (
    <div ref={root}>
      {open ? (
        <>
          <h2>Hamilton Rigging LLC</h2>
          <section aria-labelledby="documents">
            <h3 id="documents" tabIndex={-1}>
              Documents
            </h3>
            {signed ? (
              <p>Signed</p>
            ) : (
              <button type="button" onClick={() => setSigned(true)}>
                Sign the W-9
              </button>
            )}
          </section>
          {finished ? null : (
            <section aria-labelledby="onboarding">
              <h3 id="onboarding" tabIndex={-1}>
                Onboarding
              </h3>
              <button type="button" onClick={() => setFinished(true)}>
                Finish onboarding
              </button>
            </section>
          )}
        </>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
    </div>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

test('the helper: after "Sign the W-9" and "Finish onboarding", however long after the page opened, focus lands on the next heading, never <body>', async () => {
  // The page's own timers run on a fake clock: a reading pause of minutes costs nothing.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const screen = await render(<ContractorPageLike />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await expect.element(screen.getByRole('heading', { name: 'Hamilton Rigging LLC' })).toHaveFocus();
  vi.advanceTimersByTime(60_000);

  await userEvent.click(screen.getByRole('button', { name: 'Sign the W-9' }));
  // The signed part's heading: where the button was, what it says now.
  await expect.element(screen.getByRole('heading', { name: 'Documents' })).toHaveFocus();
  vi.advanceTimersByTime(60_000);

  await userEvent.click(screen.getByRole('button', { name: 'Finish onboarding' }));
  // Its whole part is gone: the page's heading.
  await expect.element(screen.getByRole('heading', { name: 'Hamilton Rigging LLC' })).toHaveFocus();
});
