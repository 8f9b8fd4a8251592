// The captcha proof a protected form sends (issue 17 contact form; DESIGN.md "captcha: built-in
// proof-of-work challenge | hCaptcha / reCAPTCHA"). SEAM: the content API work replaces this body with
// the adapter's browser side (fetch a challenge, solve it off the main thread, return the proof).

/** Solves the server's current challenge and returns the proof to send as `captcha`. */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  void signal;
  throw new Error('captcha: not wired yet');
}
