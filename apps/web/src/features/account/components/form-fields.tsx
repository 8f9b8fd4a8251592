// The account forms' fields: a visible label, the hint and the error tied to the control through
// aria-describedby, aria-invalid when the value is refused, and radio groups as fieldsets. The error
// summary lists the refused fields as links and takes the focus when a submit fails.
import {
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** The ids of a field's parts, from the control's id. */
export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? fieldIds(id).hint : null, error ? fieldIds(id).error : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={fieldIds(id).hint} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldIds(id).error} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextField({ id, label, value, onValueChange, hint, error, className, ...input }: TextFieldProps) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty choice's text ("Choose…"); without it the first option is the default. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function SelectField({
  id,
  label,
  value,
  onValueChange,
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
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
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

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
  required?: boolean;
}

export function CheckboxField({ id, label, checked, onCheckedChange, error, required }: CheckboxFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldIds(id).error : undefined}
          aria-required={required}
          className="mt-1 size-5 shrink-0 accent-brand-600"
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
  error?: string | undefined;
}

export function RadioGroupField({ id, legend, name, value, onValueChange, options, error }: RadioGroupFieldProps) {
  return (
    <fieldset
      id={id}
      // A radio group (its legend names it): aria-invalid and the error description belong to it.
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? fieldIds(id).error : undefined}
      // The summary's link focuses the group: -1 makes that possible without adding a tab stop.
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

export interface SummaryError {
  /** The id of the control to go to. */
  id: string;
  message: string;
}

/**
 * The list of what to fix, above the form. It takes the focus each time a submit fails (`attempt`
 * changes), so keyboard and screen-reader users learn at once that the form was refused and where.
 */
export function ErrorSummary({ title, errors, attempt }: { title: string; errors: SummaryError[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown && attempt > 0) ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${errors[0]?.id ?? 'form'}-summary-title`}
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-600"
    >
      <h2 id={`${errors[0]?.id ?? 'form'}-summary-title`} className="font-semibold">
        {title}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.id)?.focus();
              }}
              className="underline"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A message about the form as a whole (a refused submit, a server failure), announced politely. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const colours = {
    error: 'border-red-300 bg-red-50 text-red-900',
    success: 'border-green-300 bg-green-50 text-green-900',
    info: 'border-sky-300 bg-sky-50 text-sky-900',
  }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border p-4 text-sm ${colours}`}>
      {children}
    </p>
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
