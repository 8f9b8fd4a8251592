// Whether the login prompt (spec §2 "Modals") is open. The guard opens it from router middleware,
// outside React, so its state lives in a small store that the modal host subscribes to.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openLoginPrompt(): void {
  setOpen(true);
}

export function closeLoginPrompt(): void {
  setOpen(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoginPromptOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    // The server never opens it.
    () => false,
  );
}
