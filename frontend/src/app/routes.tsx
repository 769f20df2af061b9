// The route table (spec section 2). Every screen is its own lazily loaded
// chunk, so a visitor to the shop never downloads the admin area's code. The
// screen of the page opened is fetched before the first render (main.tsx), so
// that render draws it at once instead of a loading state (decision 143).
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Outlet, type RouteMatch, type RouteObject } from 'react-router';

import { DemoLabel, RootLayout } from '@/app/layout';
import { loadCatalogueScreensEnglish, loadLaterEnglish } from '@/i18n/catalog';
import { loadMessageParser } from '@/i18n/message-parser';
import { ScreenLoading } from '@/features/site/components/screen-loading';
import { RouteErrorScreen } from '@/features/site/screens/route-error-screen';

type LazyScreen = ComponentType & { preload: () => Promise<void> };
type ScreenModule = { default: ComponentType };

function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ScreenModule> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again at the next render.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  function Screen() {
    // Chosen once per mount: a screen never changes type (and state) under a customer.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Screen, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}

// Screens the server never draws (decision 145) are left out of its bundle:
// there they never load.
const notOnServer = () => new Promise<never>(() => undefined);

/**
 * A later screen's code, once the English texts it speaks are at hand
 * (decision 242), given react-intl's provider, which these screens still
 * speak through and the first load no longer carries (decision 248).
 */
function speaking(load: () => Promise<ScreenModule>): () => Promise<ScreenModule> {
  return () =>
    Promise.all([import('@/i18n/react-intl-bridge'), loadLaterEnglish()]).then(([bridge]) =>
      load().then((module) => ({ default: bridge.withReactIntl(module.default) })),
    );
}

/**
 * A catalogue screen's code with the English texts it speaks, fetched side
 * by side: the first load carries neither (decision 248).
 */
function withCatalogueTexts(load: () => Promise<ScreenModule>): () => Promise<ScreenModule> {
  return () => Promise.all([load(), loadCatalogueScreensEnglish()]).then(([module]) => module);
}

const HomeScreen = lazyScreen(withCatalogueTexts(() => import('@/features/catalog/screens/home-screen')));
const ClothingListingScreen = lazyScreen(withCatalogueTexts(() => import('@/features/catalog/screens/clothing-listing-screen')));
const AppliancesListingScreen = lazyScreen(withCatalogueTexts(() => import('@/features/catalog/screens/appliances-listing-screen')));
const CategoriesScreen = lazyScreen(withCatalogueTexts(() => import('@/features/catalog/screens/categories-screen')));
const SearchScreen = lazyScreen(import.meta.env.SSR ? notOnServer : withCatalogueTexts(() => import('@/features/catalog/screens/search-screen')));
const ProductScreen = lazyScreen(withCatalogueTexts(() => import('@/features/catalog/screens/product-screen')));
const CartScreen = lazyScreen(import.meta.env.SSR ? notOnServer : speaking(() => import('@/features/cart/screens/cart-screen')));
const CheckoutScreen = lazyScreen(import.meta.env.SSR ? notOnServer : speaking(() => import('@/features/checkout/screens/checkout-screen')));
const OrderConfirmationScreen = lazyScreen(import.meta.env.SSR ? notOnServer : speaking(() => import('@/features/orders/screens/order-confirmation-screen')));
const TrackOrderScreen = lazyScreen(import.meta.env.SSR ? notOnServer : speaking(() => import('@/features/orders/screens/track-order-screen')));
const TailoringScreen = lazyScreen(import.meta.env.SSR ? notOnServer : speaking(() => import('@/features/tailoring/screens/tailoring-screen')));
const MyOrdersScreen = lazyScreen(import.meta.env.SSR ? notOnServer : speaking(() => import('@/features/orders/screens/my-orders-screen')));
// The admin checks the owner's corrections of the Dhivehi texts with the message parser.
const AdminScreen = lazyScreen(
  import.meta.env.SSR ? notOnServer : speaking(() => loadMessageParser().then(() => import('@/features/admin/screens/admin-screen'))),
);
const NotFoundScreen = lazyScreen(() => import('@/features/site/screens/not-found-screen'));

/** A screen without the shop's layout, with what stands in for it while its code arrives. */
function ScreenOutlet() {
  return (
    <>
      {DemoLabel === null ? null : (
        <Suspense fallback={null}>
          <DemoLabel />
        </Suspense>
      )}
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Fetches the code of the screens the matched routes show; never fails. */
export async function preloadScreens(matches: readonly RouteMatch[]): Promise<void> {
  const screens = matches.flatMap(({ route }) => {
    const type: unknown = (route.element as { type?: unknown } | null | undefined)?.type;
    return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
      ? [(type as LazyScreen).preload()]
      : [];
  });
  await Promise.all(screens);
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        // Pathless, so that a failing screen is replaced inside the layout
        // and the header still works.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'shop', element: <ClothingListingScreen /> },
          { path: 'shop/:slug', element: <ProductScreen /> },
          { path: 'accessories', element: <AppliancesListingScreen /> },
          { path: 'accessories/:slug', element: <ProductScreen /> },
          { path: 'categories', element: <CategoriesScreen /> },
          { path: 'categories/:slug', element: <ClothingListingScreen /> },
          { path: 'search', element: <SearchScreen /> },
          { path: 'cart', element: <CartScreen /> },
          { path: 'checkout', element: <CheckoutScreen /> },
          { path: 'order-confirmation/:orderNumber', element: <OrderConfirmationScreen /> },
          { path: 'track-order', element: <TrackOrderScreen /> },
          { path: 'tailoring', element: <TailoringScreen /> },
          { path: 'my-orders', element: <MyOrdersScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
  {
    // The admin has its own frame, not the shop's layout, and an address for
    // each of its views (decision 200); its screen tells which exist.
    element: <ScreenOutlet />,
    errorElement: <RouteErrorScreen />,
    children: [{ path: '/admin/*', caseSensitive: true, element: <AdminScreen /> }],
  },
];
