import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  MoneyField,
  Select,
  Stepper,
  Switch,
  TextField,
  UIProvider,
  type ThemeInput,
} from '../../src/ui';

/** A partner brand: purple, square corners, compact, its own type. Colours chosen for AA contrast. */
const brand: ThemeInput = {
  color: {
    primary: '#5b2a86',
    primaryHover: '#45206a',
    accent: '#5b2a86',
    link: '#5b2a86',
    background: '#fbf8fd',
    surfaceMuted: '#f1ebf6',
    rowSelected: '#efe6f7',
  },
  focus: { ringColor: '#5b2a86' },
  radius: { sm: '0', md: '2px', lg: '4px' },
  font: { family: "Georgia, 'Times New Roman', serif" },
  density: { scale: '0.85' },
};

function Gallery() {
  return (
    <main className="pk-gallery">
      <Stepper
        steps={[
          { id: 'profile', label: 'Profile' },
          { id: 'pay', label: 'Compensation' },
          { id: 'taxes', label: 'Taxes' },
        ]}
        currentStep="pay"
      />
      <Card title="Compensation" headingLevel={3} footer={<Button>Save</Button>}>
        <TextField label="Job title" name="title" required defaultValue="Payroll specialist" />
        <MoneyField label="Pay rate" name="rate" defaultValue="85000.00" error="Enter 0.01 or more." />
        <Select
          label="Pay unit"
          name="payment_unit"
          defaultValue="Year"
          options={[
            { value: 'Hour', label: 'Per hour' },
            { value: 'Year', label: 'Per year' },
          ]}
        />
        <Checkbox label="Adjust for minimum wage" name="adjust" defaultChecked />
        <Switch label="Exempt from overtime" name="exempt" />
      </Card>
      <Alert tone="warning" title="Deadline is 4 PM PT" />
      <p>
        <Badge status="onboarding_completed" /> <Badge status="processing_failed" />{' '}
        <Badge status="pending" /> <Button variant="secondary">Cancel</Button>{' '}
        <Button variant="danger">Delete</Button> <Button variant="ghost">Skip</Button>
      </p>
    </main>
  );
}

const meta = {
  title: 'UI/Theming gallery',
  component: Gallery,
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  render: () => (
    <UIProvider>
      <Gallery />
    </UIProvider>
  ),
};
export const Dark: Story = {
  render: () => (
    <UIProvider colorScheme="dark">
      <Gallery />
    </UIProvider>
  ),
};
export const CustomBrand: Story = {
  render: () => (
    <UIProvider theme={brand}>
      <Gallery />
    </UIProvider>
  ),
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    // The brand colour arrives through an adopted stylesheet, not a style attribute.
    await expect(getComputedStyle(save).backgroundColor).toBe('rgb(91, 42, 134)');
    await expect(canvasElement.querySelector('[style]')).toBeNull();
  },
};
