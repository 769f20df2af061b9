// Starts the app on a page the server drew, once that page has been painted
// (decision 149): the page is whole without the app, which only takes it
// over. The server moved the app's entry and module preloads from the head
// into the list this reads; they are added back as Vite wrote them.
//
// "Painted" is the browser's own first contentful paint: the first frame,
// after which this used to start, could come before it, and then the app's
// scripts were asked for while the first screen was still on its way
// (decision 183). A browser that does not report paints starts after the
// first frame; a tab opened in the background paints nothing: it starts
// after a second.
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

try {
  const paints = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) {
      paints.disconnect();
      afterFrame();
    }
  });
  paints.observe({ type: 'paint', buffered: true });
} catch {
  afterFrame();
}
setTimeout(start, 1000);
