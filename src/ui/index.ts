export { UIProvider, type UIProviderProps } from './context/UIProvider';
export { useComponents } from './components/useComponents';
export { usePrimitives } from './components/usePrimitives';
export { defaultComponents, type Components, type ComponentOverrides } from './components/components';
export { useMessages } from './messages/useMessages';
export { useFlowMessages } from './messages/useFlowMessages';
export { useScreenMessages } from './messages/useScreenMessages';
export {
  defineMessages,
  type MessageDictionary,
  type FlowMessages,
  type CommonMessageKey,
} from './messages/defineMessages';
export { namespaced } from './messages/namespaced';
export { createMessages, type Messages, type MessageOverrides } from './messages/messages';
export { interpolate, type MessageValues } from './messages/interpolate';
export { en, type UIMessageKey, type UIDictionary } from './messages/en';
export { useFormat } from './format/useFormat';
export { createFormat, type Format } from './format/format';
export {
  lightTheme,
  darkTheme,
  mergeTheme,
  themeToCustomProperties,
  type Theme,
  type ThemeInput,
  type Tone,
  type ToneColors,
} from './theme/theme';
export {
  Field,
  RequiredMarker,
  type FieldProps,
  type FieldOwnProps,
  type FieldControlProps,
} from './Field/Field';
export { Button, type ButtonProps } from './Button/Button';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { MoneyField, type MoneyFieldProps } from './MoneyField/MoneyField';
export { normalizeMoney, moneyToCents, centsToMoney } from '../api/money';
export { MaskedField, type MaskedFieldProps } from './MaskedField/MaskedField';
export { applyMask, unmask, masks } from './MaskedField/mask';
export { SSNField, type SSNFieldProps } from './SSNField/SSNField';
export { EINField, type EINFieldProps } from './EINField/EINField';
export { PhoneField, type PhoneFieldProps } from './PhoneField/PhoneField';
export { ZipField, type ZipFieldProps } from './ZipField/ZipField';
export { DateField, type DateFieldProps } from './DateField/DateField';
export { Select, type SelectProps, type SelectOption } from './Select/Select';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Switch, type SwitchProps } from './Switch/Switch';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup/RadioGroup';
export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './ErrorSummary/ErrorSummary';
export { Alert, Banner, type AlertProps } from './Alert/Alert';
export { Badge, type BadgeProps } from './Badge/Badge';
export { statusTone } from './Badge/statusTone';
export { Card, type CardProps } from './Card/Card';
export { Dialog, DialogClose, type DialogProps } from './Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { Table, type TableProps, type TableColumn, type TableSort } from './Table/Table';
export { useCardLayout } from './Table/useCardLayout';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { VirtualTable, type VirtualTableProps } from './VirtualTable/VirtualTable';
export {
  useRowWindow,
  type RowWindow,
  type RowWindowOptions,
  type WindowRow,
} from './VirtualTable/useRowWindow';
export { Stepper, type StepperProps, type StepperStep } from './Stepper/Stepper';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
