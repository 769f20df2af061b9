// Orders as the server answers them, for tests (not imported by the app).
import type { Order } from '@/api/orders';

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'RB-M5D4RUO0-7KQ2',
    order_number: 'RB-M5D4RUO0-7KQ2',
    customer: {
      name: 'Aminath Shifa',
      phone: '+9607771234',
      email: 'shifa@example.mv',
      address: { atoll: 'Addu Atoll', island: 'Hithadhoo', street: 'Blue Villa, Magu 3', directions: 'Near the mosque' },
    },
    items: [
      {
        id: 'RB-M5D4RUO0-7KQ2-1',
        product_id: 'prod-1',
        title: 'Linen Abaya',
        sku: 'ABY-001',
        size: 'M',
        color: 'Navy',
        quantity: 2,
        price: 850,
        image: '/media/abaya.jpg',
      },
      {
        id: 'RB-M5D4RUO0-7KQ2-2',
        product_id: 'prod-9',
        title: 'Electric Kettle',
        sku: 'KET-009',
        size: '',
        color: '',
        quantity: 1,
        price: 450.5,
        image: '',
      },
    ],
    subtotal: 2150.5,
    delivery_fee: 150,
    total: 2300.5,
    payment_method: 'COD',
    payment_status: 'unpaid',
    transfer_slip: null,
    status: 'pending',
    notes: '',
    status_history: [{ status: 'pending', at: '2025-01-01T00:00:00Z' }],
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
