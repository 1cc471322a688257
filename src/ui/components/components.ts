import type { ComponentType, RefAttributes } from 'react';
import { Alert, Banner, type AlertProps } from '../Alert/Alert';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { Button, type ButtonProps } from '../Button/Button';
import { Card, type CardProps } from '../Card/Card';
import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog/ConfirmDialog';
import { DateField, type DateFieldProps } from '../DateField/DateField';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { EINField, type EINFieldProps } from '../EINField/EINField';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';
import { ErrorSummary, type ErrorSummaryProps } from '../ErrorSummary/ErrorSummary';
import { MoneyField, type MoneyFieldProps } from '../MoneyField/MoneyField';
import { NumberField, type NumberFieldProps } from '../NumberField/NumberField';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { PhoneField, type PhoneFieldProps } from '../PhoneField/PhoneField';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup/RadioGroup';
import { Select, type SelectProps } from '../Select/Select';
import { Skeleton, type SkeletonProps } from '../Skeleton/Skeleton';
import { Spinner, type SpinnerProps } from '../Spinner/Spinner';
import { SSNField, type SSNFieldProps } from '../SSNField/SSNField';
import { Stepper, type StepperProps } from '../Stepper/Stepper';
import { Switch, type SwitchProps } from '../Switch/Switch';
import { Table } from '../Table/Table';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { ZipField, type ZipFieldProps } from '../ZipField/ZipField';

type WithRef<P, E> = ComponentType<P & RefAttributes<E>>;

/**
 * Every primitive the flows render, by name, with the props contract a replacement must accept.
 * `VirtualTable` is deliberately not here: it is a windowing engine around `Table`'s cells, not a
 * design-system look, and keeping it out keeps its virtualiser out of every flow's bundle.
 * Form controls receive a ref (for react-hook-form's `register`): forward it to the native element.
 */
export interface Components {
  Button: WithRef<ButtonProps, HTMLButtonElement>;
  TextField: WithRef<TextFieldProps, HTMLInputElement>;
  TextArea: WithRef<TextAreaProps, HTMLTextAreaElement>;
  NumberField: WithRef<NumberFieldProps, HTMLInputElement>;
  MoneyField: WithRef<MoneyFieldProps, HTMLInputElement>;
  SSNField: WithRef<SSNFieldProps, HTMLInputElement>;
  EINField: WithRef<EINFieldProps, HTMLInputElement>;
  PhoneField: WithRef<PhoneFieldProps, HTMLInputElement>;
  ZipField: WithRef<ZipFieldProps, HTMLInputElement>;
  DateField: WithRef<DateFieldProps, HTMLInputElement>;
  Select: WithRef<SelectProps, HTMLSelectElement>;
  Checkbox: WithRef<CheckboxProps, HTMLInputElement>;
  Switch: WithRef<SwitchProps, HTMLInputElement>;
  RadioGroup: WithRef<RadioGroupProps, HTMLInputElement>;
  ErrorSummary: ComponentType<ErrorSummaryProps>;
  Alert: ComponentType<AlertProps>;
  Banner: ComponentType<Omit<AlertProps, 'variant'>>;
  Badge: ComponentType<BadgeProps>;
  Card: ComponentType<CardProps>;
  Dialog: ComponentType<DialogProps>;
  ConfirmDialog: ComponentType<ConfirmDialogProps>;
  /** Generic: a replacement must be generic over the row type too. */
  Table: typeof Table;
  Pagination: ComponentType<PaginationProps>;
  Stepper: ComponentType<StepperProps>;
  Skeleton: ComponentType<SkeletonProps>;
  Spinner: ComponentType<SpinnerProps>;
  EmptyState: ComponentType<EmptyStateProps>;
}

/** What the provider's `components` prop takes: any subset of {@link Components}. */
export type ComponentOverrides = Partial<Components>;

/**
 * Our own primitives, used wherever the partner supplies none.
 *
 * @example
 * const { Button } = defaultComponents;
 */
export const defaultComponents: Components = {
  Button,
  TextField,
  TextArea,
  NumberField,
  MoneyField,
  SSNField,
  EINField,
  PhoneField,
  ZipField,
  DateField,
  Select,
  Checkbox,
  Switch,
  RadioGroup,
  ErrorSummary,
  Alert,
  Banner,
  Badge,
  Card,
  Dialog,
  ConfirmDialog,
  Table,
  Pagination,
  Stepper,
  Skeleton,
  Spinner,
  EmptyState,
};
