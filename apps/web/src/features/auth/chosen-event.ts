/**
 * The event a visitor chose on the landing page ("Register to take part"), kept in this browser
 * through sign-in and sign-up (verification and activation may take days), so that the first
 * sign-in opens that event's page. Taken once; forgotten after 30 days.
 */
const KEY = 'matchday.chosenEvent';
const KEEP_MS = 30 * 86_400_000;

/** An event id as the landing page's link carries it (`?event=`), else null. */
export function chosenEventOf(search: string): string | null {
  const id = new URLSearchParams(search).get('event');
  return id && /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : null;
}

export function rememberChosenEvent(id: string, now = Date.now()) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ id, at: now }));
  } catch {
    // Storage refused (private mode): the choice is simply not kept.
  }
}

/** Whether an event is waiting for the next sign-in (without taking it). */
export function hasChosenEvent(now = Date.now()): boolean {
  return read(now) !== null;
}

/** The chosen event, once: it is forgotten as it is taken. */
export function takeChosenEvent(now = Date.now()): string | null {
  const id = read(now);
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
  return id;
}

function read(now: number): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as { id?: unknown; at?: unknown };
    if (typeof kept.id !== 'string' || typeof kept.at !== 'number') return null;
    return now - kept.at <= KEEP_MS ? kept.id : null;
  } catch {
    return null;
  }
}
