// Starts the app on a page the server drew, once that page has been painted
// (decision 149): the page is whole without the app, which only takes it
// over. The server moved the app's entry and module preloads from the head
// into the list this reads; they are added back as Vite wrote them.
//
// "Painted" is the browser's own first contentful paint, and the page's
// largest picture (the one it asks for first) shown too: the frame after
// which this used to start could come before either, and then the app's
// scripts shared a slow line with them (decision 183). A browser that does
// not report paints starts after the first frame; a tab opened in the
// background paints nothing: it starts after a second.
const list = JSON.parse(document.getElementById('dhoni-app-scripts').textContent);
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of list.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = list.entry;
  document.head.append(script);
}
function afterFrame() {
  requestAnimationFrame(() => setTimeout(start, 0));
}

const picture = document.querySelector('img[fetchpriority="high"]');
let painted = false;
function maybeStart() {
  if (painted && (picture === null || picture.complete)) afterFrame();
}
if (picture !== null && !picture.complete) {
  picture.addEventListener('load', maybeStart, { once: true });
  picture.addEventListener('error', maybeStart, { once: true });
}
try {
  const paints = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) {
      paints.disconnect();
      painted = true;
      maybeStart();
    }
  });
  paints.observe({ type: 'paint', buffered: true });
} catch {
  afterFrame();
}
setTimeout(start, 1000);
