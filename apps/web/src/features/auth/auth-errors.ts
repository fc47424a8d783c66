// Auth failures share one destructive "Error" toast (docs/spec.md §8): a new failure replaces the last
// instead of stacking, and a success dismisses it, so no stale error sits beside "Welcome back!".
import { showErrorToast, toastStore } from "@/lib/toast-store";

export const AUTH_ERROR_TOAST_ID = "auth-error";

export function showAuthError(message: string): void {
  showErrorToast("Error", message, { id: AUTH_ERROR_TOAST_ID });
}

export function dismissAuthErrors(): void {
  toastStore.dismiss(AUTH_ERROR_TOAST_ID);
}
