// Non-modal panel anchored to a button, over Radix Popover: Escape and outside click close it, and focus
// goes back to the button (unless the reader clicked elsewhere). The button is a plain one outside this
// module, anchored through a ref, so Radix loads only when a panel first opens (header bundle size).
import * as RadixPopover from '@radix-ui/react-popover';
import { useRef, type ReactNode, type RefObject } from 'react';
import { keepOpenWhileClearingSearch } from './escape.ts';

interface AnchoredPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel: it anchors it and gets the focus back. */
  triggerRef: RefObject<HTMLElement | null>;
  label: string;
  align?: 'start' | 'center' | 'end';
  className?: string;
  children: ReactNode;
}

export function AnchoredPanel({
  open,
  onOpenChange,
  triggerRef,
  label,
  align = 'center',
  className = '',
  children,
}: AnchoredPanelProps) {
  const interactedOutside = useRef(false);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor virtualRef={triggerRef} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          align={align}
          sideOffset={8}
          collisionPadding={16}
          onEscapeKeyDown={keepOpenWhileClearingSearch}
          onInteractOutside={(event) => {
            // The button toggles the panel itself; anything else outside closes it.
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) triggerRef.current?.focus();
            interactedOutside.current = false;
          }}
          className={`z-30 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl outline-none animate-[spc-slide-in_150ms_ease-out] ${className}`}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
