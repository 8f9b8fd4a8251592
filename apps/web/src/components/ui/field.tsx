// The labelled fields every form uses: a visible label, the hint and the error tied to the control
// through aria-describedby, aria-invalid when the value is refused, radio groups as fieldsets. The
// error arrives already translated (the form turns the domain's code into its catalogue's sentence).
// Each control takes its native props too, so `{...register('email')}` of react-hook-form spreads onto
// it; `value` + `onValueChange` still work for a controlled field. No form library is imported here,
// so a public page can use a field without loading one.
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** The ids of a field's parts, from the control's id. */
export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  const ids = [hint ? fieldIds(id).hint : null, error ? fieldIds(id).error : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  alertError?: boolean | undefined;
}

function FieldMessages({ id, hint, error, alertError }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={fieldIds(id).hint} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldIds(id).error} role={alertError ? 'alert' : undefined} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'value'> {
  id: string;
  label: string;
  /** A controlled value; leave it out for an uncontrolled (registered) input. */
  value?: string;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Classes added to the input's own (a width, a typeface); `className` goes to the field's box. */
  inputClassName?: string;
  /** The error is announced as it appears (an alert): for a form with no error summary to take the focus. */
  alertError?: boolean;
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  onChange,
  hint,
  error,
  className,
  inputClassName,
  alertError,
  ...input
}: TextFieldProps) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        {...(value !== undefined && { value })}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName ? `${inputClass} ${inputClassName}` : inputClass}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} alertError={alertError} />
    </div>
  );
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'value'> {
  id: string;
  label: string;
  value?: string;
  onValueChange?: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty choice's text ("Choose…"); without it the first option is the default. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null | undefined;
}

export function SelectField({
  id,
  label,
  value,
  onValueChange,
  onChange,
  options,
  placeholder,
  hint,
  error,
  ...select
}: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        {...(value !== undefined && { value })}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'checked'> {
  id: string;
  label: ReactNode;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  error?: string | null | undefined;
}

export function CheckboxField({
  id,
  label,
  checked,
  onCheckedChange,
  onChange,
  error,
  required,
  ...input
}: CheckboxFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...(checked !== undefined && { checked })}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldIds(id).error : undefined}
          // Announced as required without the browser's own check (the forms are noValidate anyway).
          aria-required={required}
          className="mt-1 size-5 shrink-0 accent-brand-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

interface SwitchFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
}

/** An on/off choice read as a switch by screen readers. */
export function SwitchField({ id, label, checked, onCheckedChange, hint }: SwitchFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={hint ? fieldIds(id).hint : undefined}
          onClick={() => onCheckedChange(!checked)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-brand-600' : 'bg-slate-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}

interface RadioGroupFieldProps {
  id: string;
  legend: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | null | undefined;
}

export function RadioGroupField({ id, legend, name, value, onValueChange, options, error }: RadioGroupFieldProps) {
  return (
    <fieldset
      id={id}
      // A radio group (its legend names it): aria-invalid and the error description belong to it.
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? fieldIds(id).error : undefined}
      // An error summary's link focuses the group: -1 makes that possible without adding a tab stop.
      tabIndex={-1}
      className="flex flex-col gap-2 outline-none"
    >
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="size-5 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  showLabel: string;
  hideLabel: string;
}

/** A password field with a show / hide button (typing on a phone is easier when one can check it). */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField {...field} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        aria-controls={field.id}
        onClick={() => setVisible(!visible)}
        className="absolute top-0 right-0 rounded-md px-2 py-0.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {visible ? hideLabel : showLabel}
      </button>
    </div>
  );
}
