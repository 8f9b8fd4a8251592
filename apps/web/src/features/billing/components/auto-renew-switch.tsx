// The auto-renew on/off control: a button read as a switch (role=switch, aria-checked), named by its
// visible label and described by the sentence under it. While a change is being saved it is marked
// aria-disabled rather than disabled, so it keeps the keyboard focus.
import { useId, type Ref } from 'react';

interface AutoRenewSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function AutoRenewSwitch({
  label,
  description,
  checked,
  disabled = false,
  onToggle,
  ref,
}: AutoRenewSwitchProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-slate-800">
          {label}
        </label>
        <button
          ref={ref}
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={`${id}-description`}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) onToggle();
          }}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors aria-disabled:opacity-60 ${checked ? 'bg-brand-600' : 'bg-slate-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      <p id={`${id}-description`} className="text-sm text-slate-600">
        {description}
      </p>
    </div>
  );
}
