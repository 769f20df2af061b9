// The standalone demo's sign-in, settings, atolls, uploads and the calls it
// cannot honour without a shop behind it (Telegram, tailoring, changing the
// password), answered as the server answers a failure, with a message that
// says why. The admin password is checked here, in the browser, against the
// SHA-256 the demo was built with (docs/decisions/085).
import { settingsSchema } from '@/api/settings';
import { fileProblem } from '@/lib/file-rules';

import type { DemoContext } from '@/demo/demo-context';
import { type DemoAnswer, type DemoRequest, created, fail, invalid, isRecord, noContent, notFound, ok } from '@/demo/demo-http';
import type { DemoSettings } from '@/demo/demo-store';

export const INCORRECT_PASSWORD = 'Incorrect password.';
export const NO_TELEGRAM = 'This demo sends no Telegram messages.';
export const NO_TAILORING = 'Tailoring requests need the shop itself; this demo cannot take them.';
export const FIXED_PASSWORD = "The demo's password is chosen when the demo is built; it cannot be changed here.";
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** SHA-256 of the text, as lower-case hex (Web Crypto: a secure context). */
export async function sha256Hex(textToHash: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(textToHash));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The settings a visitor reads: without the admin's parts. */
function publicSettings(settings: DemoSettings): Omit<DemoSettings, 'telegram' | 'inventory'> {
  const copy: Partial<DemoSettings> = { ...settings };
  delete copy.telegram;
  delete copy.inventory;
  return copy as Omit<DemoSettings, 'telegram' | 'inventory'>;
}

async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

async function upload(request: DemoRequest, context: DemoContext): Promise<DemoAnswer> {
  const form = request.body instanceof FormData ? request.body : null;
  const file = form?.get('file');
  const sentPurpose = form?.get('purpose');
  const purpose = typeof sentPurpose === 'string' ? sentPurpose : '';
  if (!(file instanceof File)) {
    return invalid({ file: 'Please choose a file.' });
  }
  if (purpose === 'image') {
    const guard = context.requireAdmin();
    if (guard !== null) {
      return guard;
    }
    if (!IMAGE_TYPES.includes(file.type)) {
      return invalid({ file: 'Invalid file type. Please upload a JPEG, PNG or WebP image.' });
    }
  }
  const problem = fileProblem(file);
  if (problem !== null) {
    return invalid({ file: problem });
  }
  const uploads = context.store.read('uploads');
  const ref = `demo-${String(context.now().getTime())}-${String(uploads.length + 1)}`;
  const url = await dataUrlOf(file);
  context.store.write('uploads', [...uploads, { ref, purpose, url }]);
  // A transfer slip is never shown back by address (as on the server).
  return created(purpose === 'image' ? { ref, url } : { ref, url: null });
}

export async function adminRoute(request: DemoRequest, context: DemoContext): Promise<DemoAnswer | null> {
  const { store } = context;
  const { method, path, body } = request;

  switch (`${method} ${path}`) {
    case 'GET /health':
      return ok({ status: 'ok' });
    case 'GET /auth/session':
      return ok({ authenticated: store.signedIn() });
    case 'POST /auth/login': {
      const password = isRecord(body) && typeof body.password === 'string' ? body.password : '';
      if (password === '') {
        return invalid({ password: 'Password is required' });
      }
      if ((await sha256Hex(password)) !== context.passwordHash) {
        return fail(401, INCORRECT_PASSWORD);
      }
      store.setSignedIn(true);
      return noContent();
    }
    case 'POST /auth/logout':
      store.setSignedIn(false);
      return noContent();
    case 'GET /settings': {
      const settings = store.read('settings');
      return ok(store.signedIn() ? settings : publicSettings(settings));
    }
    case 'GET /atolls':
      return ok(store.read('settings').geo.atolls);
    case 'POST /uploads':
      return upload(request, context);
    case 'POST /tailoring/requests':
      return fail(503, NO_TAILORING);
    case 'GET /tailoring/requests/track':
      return notFound(NO_TAILORING);
    default:
      break;
  }

  const admin = ['PUT /settings', 'PUT /auth/password', 'POST /telegram/test', 'GET /tailoring/requests'];
  if (!admin.includes(`${method} ${path}`) && !path.startsWith('/tailoring/requests/')) {
    return null;
  }
  const guard = context.requireAdmin();
  if (guard !== null) {
    return guard;
  }
  switch (`${method} ${path}`) {
    case 'PUT /settings': {
      const current = store.read('settings');
      const parsed = settingsSchema.safeParse(body);
      if (!parsed.success) {
        return invalid(
          Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
        );
      }
      const settings: DemoSettings = {
        ...parsed.data,
        telegram: parsed.data.telegram ?? current.telegram,
        inventory: parsed.data.inventory ?? current.inventory,
      };
      store.write('settings', settings);
      return ok(settings);
    }
    case 'PUT /auth/password':
      return fail(409, FIXED_PASSWORD);
    case 'POST /telegram/test': {
      const chats = store.read('settings').telegram.chatIds.split(',').map((id) => id.trim()).filter((id) => id !== '');
      return ok({ results: chats.map((chatId) => ({ chatId, ok: false, status: 0, description: NO_TELEGRAM })) });
    }
    case 'GET /tailoring/requests':
      return ok([], { 'x-total-count': '0' });
    default:
      return notFound(NO_TAILORING);
  }
}
