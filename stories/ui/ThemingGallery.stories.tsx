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
  useMessages,
  type ThemeInput,
  type AlertProps,
} from '../../src/ui';
import { withUI } from './decorators';

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

interface GalleryProps {
  /** The pay rate in the compensation card, as typed (`85000.00`). */
  payRate: string;
  /** Shows the field's own check on the pay rate: a rate must be 0.01 or more. */
  payRateInvalid: boolean;
  /** Title of the alert under the card. */
  alertTitle: string;
  alertTone: NonNullable<AlertProps['tone']>;
}

/** Every primitive a flow is made of on one page, to judge a theme at a glance. */
function Gallery({ payRate, payRateInvalid, alertTitle, alertTone }: GalleryProps) {
  const { t } = useMessages();
  return (
    <div className="pk-gallery">
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
        <MoneyField
          key={payRate}
          label="Pay rate"
          name="rate"
          defaultValue={payRate}
          error={payRateInvalid ? t('validation.min', { min: '0.01' }) : undefined}
        />
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
      <Alert tone={alertTone} title={alertTitle} />
      <p>
        <Badge status="onboarding_completed" /> <Badge status="processing_failed" />{' '}
        <Badge status="pending" /> <Button variant="secondary">Cancel</Button>{' '}
        <Button variant="danger">Delete</Button> <Button variant="ghost">Skip</Button>
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/Theming gallery',
  component: Gallery,
  decorators: [withUI],
  args: {
    payRate: '85000.00',
    payRateInvalid: false,
    alertTitle: 'Payroll deadline is 4 PM PT on Friday',
    alertTone: 'warning',
  },
  argTypes: {
    alertTone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in light theme. */
export const Light: Story = {};

/** The built-in dark theme. */
export const Dark: Story = { parameters: { ui: { colorScheme: 'dark' } } };

/**
 * A partner brand (purple, square corners, serif, compact), with a pay rate of 0.00 refused by the
 * field's own minimum, so the error colour is judged under the brand too.
 */
export const CustomBrand: Story = {
  args: { payRate: '0.00', payRateInvalid: true },
  parameters: { ui: { theme: brand } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    // The brand colour arrives through an adopted stylesheet, not a style attribute.
    await expect(getComputedStyle(save).backgroundColor).toBe('rgb(91, 42, 134)');
    await expect(canvasElement.querySelector('[style]')).toBeNull();
    await expect(canvas.getByLabelText(/Pay rate/)).toHaveValue('0.00');
    await expect(canvas.getByText('Enter 0.01 or more.')).toBeVisible();
  },
};
