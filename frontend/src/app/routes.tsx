// The route table (spec section 2). Every screen is its own lazily loaded
// chunk, so a visitor to the shop never downloads the admin area's code.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

import { RootLayout } from '@/app/layout';
import { RouteErrorScreen } from '@/features/site/screens/route-error-screen';

const HomeScreen = lazy(() => import('@/features/catalog/screens/home-screen'));
const ClothingListingScreen = lazy(
  () => import('@/features/catalog/screens/clothing-listing-screen'),
);
const AppliancesListingScreen = lazy(
  () => import('@/features/catalog/screens/appliances-listing-screen'),
);
const CategoriesScreen = lazy(() => import('@/features/catalog/screens/categories-screen'));
const ProductScreen = lazy(() => import('@/features/catalog/screens/product-screen'));
const CartScreen = lazy(() => import('@/features/cart/screens/cart-screen'));
const CheckoutScreen = lazy(() => import('@/features/checkout/screens/checkout-screen'));
const OrderConfirmationScreen = lazy(
  () => import('@/features/orders/screens/order-confirmation-screen'),
);
const TrackOrderScreen = lazy(() => import('@/features/orders/screens/track-order-screen'));
const TailoringScreen = lazy(() => import('@/features/tailoring/screens/tailoring-screen'));
const MyOrdersScreen = lazy(() => import('@/features/orders/screens/my-orders-screen'));
const AdminScreen = lazy(() => import('@/features/admin/screens/admin-screen'));
const NotFoundScreen = lazy(() => import('@/features/site/screens/not-found-screen'));

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
          { path: 'cart', element: <CartScreen /> },
          { path: 'checkout', element: <CheckoutScreen /> },
          { path: 'order-confirmation/:orderNumber', element: <OrderConfirmationScreen /> },
          { path: 'track-order', element: <TrackOrderScreen /> },
          { path: 'tailoring', element: <TailoringScreen /> },
          { path: 'my-orders', element: <MyOrdersScreen /> },
          { path: 'admin', element: <AdminScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
