// What a customer did on a page the server drew before the app had taken it
// over (decision 190): public/early-input.js, written into the drawn page's
// head, keeps the events from the page until then; once the app has the page,
// they are given to it again, in order, so no tap, letter or change is lost.
import { nextTask } from '@/lib/next-task';

/** An event kept by public/early-input.js, with its target's state then. */
export type EarlyEvent = {
  type: string;
  target: EventTarget | null;
  checked?: boolean;
  value?: string;
};

declare global {
  interface Window {
    /** Set by public/early-input.js on a drawn page: stops keeping events and gives those kept. */
    dhoniEarlyInput?: () => EarlyEvent[];
  }
}

/**
 * Sets a form control's value as typing does: React knows the value it last
 * saw (its hydration read the typed value), so the control is first given
 * another through its own setter, then the value through the element's
 * prototype, which React does not watch; the input event then reads as a change.
 */
function setTyped(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = Object.getPrototypeOf(control) as object;
  control.value = value === '' ? ' ' : '';
  // The prototype's own setter, which React's watch on the element does not see.
  Reflect.set(proto, 'value', value, control);
}

function replay(event: EarlyEvent): void {
  const { target } = event;
  if (!(target instanceof Element) || !target.isConnected) {
    return;
  }
  if (!(target instanceof HTMLElement)) {
    // A drawing's part, say, with a handler of its own.
    if (event.type === 'click') {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    return;
  }
  switch (event.type) {
    case 'click':
      if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
        // The box was ticked (or unticked) by the tap itself, and React took
        // that state over as its last known one: the replayed click must be
        // the change, from the state before it.
        target.checked = !(event.checked ?? target.checked);
      }
      target.click();
      return;
    case 'input':
      if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && event.value !== undefined) {
        if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
          return;
        }
        setTyped(target, event.value);
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return;
    case 'change':
      // A select reports its choice by this event alone; a text field's
      // change was its input events, a box's its click.
      if (target instanceof HTMLSelectElement && event.value !== undefined) {
        target.value = event.value;
        target.dispatchEvent(new Event('change', { bubbles: true }));
      }
      return;
    case 'submit':
      if (target instanceof HTMLFormElement) {
        target.requestSubmit();
      }
      return;
    default:
  }
}

/**
 * Stops the drawn page's keeping of events and gives the app those kept, in
 * order, each in its own task: as the customer's own taps, each is drawn
 * before the next is handled (a size, then Add to Cart with that size).
 * Called once the app has taken the page over; nothing on a page the browser
 * drew itself.
 */
export async function replayEarlyInput(
  win: Pick<Window, 'dhoniEarlyInput' | 'setTimeout'> = window,
): Promise<void> {
  const take = win.dhoniEarlyInput;
  if (take === undefined) {
    return;
  }
  win.dhoniEarlyInput = undefined;
  for (const event of take()) {
    replay(event);
    await nextTask(win);
  }
}
