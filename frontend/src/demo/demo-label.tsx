// The "Demo" label on every page of the standalone demo (storefront and
// admin alike): a slim strip above the page, in the flow, so it covers
// nothing at any width. Only the standalone build renders it (app/layout.tsx).
export default function DemoLabel() {
  return (
    <aside aria-label="Demo" data-testid="demo-label" className="bg-ocean-950 px-4 py-1.5 text-center text-xs text-white sm:text-sm">
      <span className="me-2 inline-block rounded-sm bg-sand-100 px-1.5 py-0.5 font-bold tracking-wide text-ocean-950 uppercase">
        Demo
      </span>
      This shop runs in your browser: nothing is sent or delivered.
    </aside>
  );
}
