import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import {
  Alert,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  ErrorSummary,
  MoneyField,
  Pagination,
  RadioGroup,
  Select,
  SSNField,
  Stepper,
  Switch,
  Table,
  TextField,
  UIProvider,
  VirtualTable,
  type TableSort,
} from '../../../src/ui';
import '../../../src/styles.css';

test('form controls are filled and toggled by keyboard alone, through register', async () => {
  const onSubmit = vi.fn();
  function Form() {
    const { register, handleSubmit } = useForm({
      defaultValues: { ssn: '', rate: '', unit: 'Hour', shareholder: false, invite: false, method: 'Check' },
    });
    return (
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <SSNField label="SSN" {...register('ssn')} />
        <MoneyField label="Rate" {...register('rate')} />
        <Select
          label="Unit"
          options={[
            { value: 'Hour', label: 'Per hour' },
            { value: 'Week', label: 'Per week' },
          ]}
          {...register('unit')}
        />
        <Checkbox label="Shareholder" {...register('shareholder')} />
        <Switch label="Invite" {...register('invite')} />
        <RadioGroup
          label="Method"
          options={[
            { value: 'Direct Deposit', label: 'Direct deposit' },
            { value: 'Check', label: 'Check' },
          ]}
          {...register('method')}
        />
        <Button type="submit">Save</Button>
      </form>
    );
  }
  const screen = await render(
    <UIProvider>
      <Form />
    </UIProvider>,
  );
  await userEvent.keyboard('{Tab}');
  await expect.element(screen.getByRole('textbox', { name: 'SSN' })).toHaveFocus();
  await userEvent.keyboard('123456789{Tab}1,250.5{Tab}');
  await expect.element(screen.getByRole('textbox', { name: 'Rate' })).toHaveValue('1250.50');
  await expect.element(screen.getByRole('combobox', { name: 'Unit' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Tab} {Tab} {Tab}');
  // Focus lands on the checked radio; an arrow key moves and selects.
  await expect.element(screen.getByRole('radio', { name: 'Check' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{Tab}{Enter}');
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  expect(onSubmit.mock.calls[0]![0]).toEqual({
    ssn: '123-45-6789',
    rate: '1250.50',
    unit: 'Week',
    shareholder: true,
    invite: true,
    method: 'Direct Deposit',
  });
});

test('a dialog traps Tab inside, closes on Escape and returns focus to its trigger', async () => {
  const screen = await render(
    <UIProvider>
      <Dialog title="Add a work address" trigger={<Button>Add address</Button>}>
        <TextField label="Street" name="street" />
      </Dialog>
    </UIProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'Add address' });
  await userEvent.keyboard('{Tab}{Enter}');
  const street = screen.getByRole('textbox', { name: 'Street' });
  await expect.element(street).toHaveFocus();
  await userEvent.keyboard('{Tab}');
  await expect.element(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.keyboard('{Tab}');
  await expect.element(street).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(trigger).toHaveFocus();
  expect(document.querySelector('[role="dialog"]')).toBeNull();
});

test('a confirm dialog starts on the safe choice and confirms with the keyboard', async () => {
  const onConfirm = vi.fn();
  const screen = await render(
    <UIProvider>
      <ConfirmDialog
        trigger={<Button variant="danger">Cancel payroll</Button>}
        title="Cancel this payroll?"
        description="Employees will not be paid."
        confirmLabel="Yes, cancel it"
        tone="danger"
        onConfirm={onConfirm}
      />
    </UIProvider>,
  );
  await userEvent.keyboard('{Tab}{Enter}');
  await expect.element(screen.getByRole('button', { name: 'Cancel', exact: true })).toHaveFocus();
  await userEvent.keyboard('{Tab}{Enter}');
  expect(onConfirm).toHaveBeenCalledOnce();
});

test('sortable headers, paging and steps are operated with Enter, and focus stays put', async () => {
  const onStep = vi.fn();
  function Screen() {
    const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'asc' });
    const [page, setPage] = useState(1);
    return (
      <>
        <Table
          caption="Employees"
          columns={[{ key: 'name', header: 'Name', cell: (row: string) => row, sortable: true }]}
          rows={['Ana', 'Ben']}
          rowKey={(row) => row}
          sort={sort}
          onSortChange={setSort}
        />
        <Pagination page={page} totalPages={2} totalCount={30} per={25} onPageChange={setPage} />
        <Stepper
          steps={[
            { id: 'profile', label: 'Profile' },
            { id: 'taxes', label: 'Taxes' },
          ]}
          currentStep="taxes"
          onStepSelect={onStep}
        />
      </>
    );
  }
  const screen = await render(
    <UIProvider>
      <Screen />
    </UIProvider>,
  );
  await userEvent.keyboard('{Tab}{Enter}');
  await expect
    .element(screen.getByRole('columnheader', { name: /Name/ }))
    .toHaveAttribute('aria-sort', 'descending');
  await userEvent.keyboard('{Tab}{Tab}{Enter}');
  await expect.element(screen.getByText('Showing 26–30 of 30')).toBeVisible();
  // On the last page Next is inert but keeps focus, so a keyboard user is not thrown to the top.
  await expect.element(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Page 2 of 2')).toBeVisible();
  await userEvent.keyboard('{Tab}{Enter}');
  expect(onStep).toHaveBeenCalledWith('profile');
});

test('a virtual table of thousands of rows is walked with arrows, End and Enter', async () => {
  const onOpen = vi.fn();
  const rows = Array.from({ length: 3000 }, (_, i) => `Employee ${i + 1}`);
  const screen = await render(
    <UIProvider>
      <VirtualTable
        label="All employees"
        columns={[{ key: 'name', header: 'Name', cell: (row: string) => row }]}
        rows={rows}
        rowKey={(row) => row}
        onRowActivate={onOpen}
      />
    </UIProvider>,
  );
  const grid = screen.getByRole('grid', { name: 'All employees' });
  await userEvent.keyboard('{Tab}');
  await expect.element(grid).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onOpen).toHaveBeenLastCalledWith('Employee 3');
  await userEvent.keyboard('{End}');
  await vi.waitFor(() => {
    const active = document.getElementById(grid.element().getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Employee 3000');
  });
  await userEvent.keyboard('{Enter}');
  expect(onOpen).toHaveBeenLastCalledWith('Employee 3000');
  expect(grid.element().querySelectorAll('[role="row"]').length).toBeLessThan(60);
});

test('the error summary takes focus and each link moves focus to its field', async () => {
  const screen = await render(
    <UIProvider>
      <form>
        <ErrorSummary errors={[{ field: 'zip', message: 'Enter a 5-digit ZIP code.' }]} />
        <TextField label="ZIP" name="zip" error="Enter a 5-digit ZIP code." />
      </form>
    </UIProvider>,
  );
  await expect.element(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
  await userEvent.keyboard('{Tab}{Enter}');
  await expect.element(screen.getByRole('textbox', { name: 'ZIP' })).toHaveFocus();
});

test('dismissing an alert by keyboard hands focus to what follows it, not to the page', async () => {
  function Page() {
    const [shown, setShown] = useState(true);
    return (
      <UIProvider>
        {shown ? (
          <Alert tone="success" title="The account Main was added." onDismiss={() => setShown(false)} />
        ) : null}
        <TextField label="Account nickname" name="name" />
      </UIProvider>
    );
  }
  const screen = await render(<Page />);
  await userEvent.keyboard('{Tab}');
  await expect.element(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  await expect.element(screen.getByRole('textbox', { name: 'Account nickname' })).toHaveFocus();
});
