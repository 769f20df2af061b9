// The router, imported on its own by main.tsx so that its code is evaluated
// in a task of its own, before the routes' (decision 146). Only what the start
// uses: a library imported whole would keep all its exports in the build.
export { createBrowserRouter } from 'react-router';
