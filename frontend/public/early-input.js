// Keeps what a customer does on a page the server drew before the app has
// taken it over (decision 190). The server writes this file into the drawn
// page's head, so it runs before anything is painted; the app replays what
// it kept once it has the page (src/lib/early-input.ts). Links and the
// controls' own states (a ticked box, a chosen option, typed letters) work
// without the app; clicks, typing, changes and submits are kept from the app
// until then, in order. A tapped control is focused, and shows it while the
// page carries data-early-tap (on the html element: none of the app's).
(() => {
  const kept = [];
  // The language switch is a link: tapped before the app has the page, the
  // choice is still remembered (src/i18n/remembered-language.ts).
  const remember = (link) => {
    const language = link.getAttribute('hreflang');
    try {
      localStorage.setItem('dhoni_lang', language);
    } catch {
      // Storage refused: the cookie remembers.
    }
    document.cookie = `dhoni_lang=${language}; path=/; Max-Age=34560000; SameSite=Lax`;
  };
  // Some taps are drawn at once (decision 241): a choice among its group's
  // (a size, a colour) shows pressed; a disclosure (the search box, the
  // filters drawer) opens, its panel shown by the attribute the app sets too.
  // The click is kept all the same: when the app replays it, its state
  // becomes what the page already shows.
  const drawEarly = (control) => {
    if (control.disabled) return;
    if (control.hasAttribute('data-early-choice')) {
      const group = control.closest('fieldset') || control.parentElement;
      for (const choice of group.querySelectorAll('[data-early-choice]')) choice.setAttribute('aria-pressed', 'false');
      control.setAttribute('aria-pressed', 'true');
      return;
    }
    const toggle = control.hasAttribute('data-early-toggle');
    if (!toggle && !control.hasAttribute('data-early-open')) return;
    const panel = document.getElementById(control.getAttribute('aria-controls') || '');
    if (!panel) return;
    const open = !toggle || control.getAttribute('aria-expanded') !== 'true';
    control.setAttribute('aria-expanded', String(open));
    if (toggle) panel.hidden = !open;
    if (open) {
      panel.setAttribute('data-open', '');
      const field = panel.querySelector('input:not([type=hidden]),textarea,select');
      if (toggle && field) field.focus({ preventScroll: true });
    } else {
      panel.removeAttribute('data-open');
    }
  };
  const keep = (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (link) {
      if (event.type === 'click' && link.hasAttribute('data-language-switch')) remember(link);
      return;
    }
    // A label's click makes its control's own click, kept instead.
    if (event.type === 'click' && target.closest('label') && !target.matches('input,select,textarea,button')) return;
    event.stopPropagation();
    if (event.type === 'submit') event.preventDefault();
    const control = target.closest('button,input,select,textarea,[role=button]') || target;
    if (event.type === 'click') {
      control.focus({ preventScroll: true });
      document.documentElement.setAttribute('data-early-tap', '');
    }
    if (event.type === 'click') drawEarly(control);
    // A tap on a button's icon is the button's.
    const on = event.type === 'click' ? control : target;
    kept.push({ type: event.type, target: on, checked: on.checked, value: on.value });
  };
  const types = ['click', 'input', 'change', 'submit'];
  for (const type of types) addEventListener(type, keep, true);
  window.dhoniEarlyInput = () => {
    for (const type of types) removeEventListener(type, keep, true);
    document.documentElement.removeAttribute('data-early-tap');
    return kept;
  };
})();
