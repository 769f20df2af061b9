// Starts the app on a page the server drew, once that page has been painted
// (decision 149): the page is whole without the app, which only takes it
// over. The server moved the app's entry and module preloads from the head
// into the list this reads; they are added back as Vite wrote them. A tab
// opened in the background paints no frame: then it starts after a second.
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
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
