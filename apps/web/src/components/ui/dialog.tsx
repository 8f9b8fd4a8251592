// Modal dialog over Radix Dialog: focus trap, Escape, outside click and focus return come from Radix
// (spec §2 "Modals": any modal closes on Escape, outside click and its close button; focus is restored).
// Open it from a plain button with `open`/`onOpenChange` and lazy-load the module that renders it, so
// Radix is not part of the first page's JavaScript; focus then goes back to that button.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { keepOpenWhileClearingSearch } from './escape.ts';
import { CloseIcon } from './icons.tsx';

export const DialogRoot = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: string;
  /** Shown to screen readers only unless `showTitle`. */
  showTitle?: boolean;
  description?: string;
  closeLabel: string;
  /** `sheet`: full height from the top on phones (menus); `centered`: a classic dialog. */
  layout?: 'sheet' | 'centered';
  /** Spec: "unless restricted to its close button" — outside clicks are ignored when true. */
  closeOnlyWithButton?: boolean;
  /** After the dialog has closed and focus went back (to chain another dialog, for instance). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

export function DialogContent({
  title,
  showTitle = false,
  description,
  closeLabel,
  layout = 'sheet',
  closeOnlyWithButton = false,
  onCloseAutoFocus,
  children,
}: DialogContentProps) {
  // Focus goes back to what had it before the dialog opened: its trigger, or the control that opened a
  // trigger-less dialog (the search modal opened from the menu or the search button).
  const previousFocus = useRef<HTMLElement | null>(null);
  const panel =
    layout === 'sheet'
      ? 'inset-x-0 top-0 max-h-dvh rounded-b-2xl tablet:inset-x-auto tablet:right-4 tablet:top-4 tablet:w-[28rem] tablet:rounded-2xl'
      : // Never taller than the screen: a long dialog (the easy registration's form) scrolls inside.
        'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl';
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 animate-[spc-fade-in_150ms_ease-out]" />
      <RadixDialog.Content
        // Without a description, say so explicitly (Radix warns otherwise).
        {...(description ? {} : { 'aria-describedby': undefined })}
        onEscapeKeyDown={keepOpenWhileClearingSearch}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          previousFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
          // A field marked data-autofocus gets the focus rather than the first control (the close button).
          const field =
            event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector('[data-autofocus]') : null;
          if (field instanceof HTMLElement) {
            event.preventDefault();
            field.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          const target = previousFocus.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
          onCloseAutoFocus?.(event);
        }}
        onPointerDownOutside={closeOnlyWithButton ? (event) => event.preventDefault() : undefined}
        onInteractOutside={closeOnlyWithButton ? (event) => event.preventDefault() : undefined}
        className={`fixed z-50 flex flex-col overflow-y-auto bg-white p-5 text-slate-900 shadow-xl outline-none animate-[spc-slide-in_150ms_ease-out] ${panel}`}
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title className={showTitle ? 'text-xl font-bold' : 'sr-only'}>{title}</RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            className="-mt-1 -mr-1 ml-auto inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className="text-sm text-slate-600">{description}</RadixDialog.Description>
        ) : null}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
