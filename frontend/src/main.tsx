// Entry point. Evaluating the whole app at once was one long task of several
// hundred milliseconds on a slow phone (decision 146): React, the store (Redux
// Toolkit, RTK Query), the router, the routes (the layout, the header, the
// footer) and the rest are evaluated each in its own task. Their files are all
// fetched at once (index.html lists them as module preloads). Modules of the
// app, not the libraries, are imported here: a library imported whole would
// keep all its exports in the build.
import './index.css';
// Before any module that builds a schema.
import '@/app/no-eval';

import { startLogChannel } from '@/api/log-channel';
import { nextTask } from '@/lib/next-task';

// Before anything logs: the console is mirrored to the server (spec section 4).
startLogChannel();

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@/app/store');
  await nextTask();
  await import('@/app/browser-router');
  await nextTask();
  await import('@/app/routes');
  await nextTask();
  const { startApp } = await import('@/app/start');
  await nextTask();
  await startApp();
}

void start();
