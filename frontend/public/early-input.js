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
