import type { OrderListEntry } from '../../../src/api/generated/model/index.ts';
import { isoDateTime } from '../dates.ts';

/** Orders (plant, environmental plan) of the accounts. */
export type StoredOrder = OrderListEntry & { orderId: string; accountId: string };

export interface OrdersData {
  orders: Map<string, StoredOrder>;
}

function seedOrders(): StoredOrder[] {
  return [
    {
      orderId: 'order-kari-plant',
      accountId: 'acc-kari',
      propertyId: 'property-kari-1',
      projectId: null,
      name: 'Plantebestilling våren',
      orderType: 1,
      propertyNumber: '3411/12/3',
      status: 'Bekreftet',
      createdDate: isoDateTime(-30),
    },
    {
      orderId: 'order-kari-mis',
      accountId: 'acc-kari',
      propertyId: 'property-kari-3',
      projectId: 'project-mis',
      name: 'Miljøregistrering (MiS)',
      orderType: 13,
      propertyNumber: '3411/40/7',
      status: 'Til signering',
      createdDate: isoDateTime(-12),
    },
    {
      orderId: 'order-nskog-plant',
      accountId: 'acc-nordmann-skog',
      propertyId: 'property-nskog-1',
      projectId: null,
      name: 'Plantebestilling høsten',
      orderType: 1,
      propertyNumber: '3403/5/2',
      status: 'Bekreftet',
      createdDate: isoDateTime(-60),
    },
  ];
}

export function createOrdersData(): OrdersData {
  return { orders: new Map(seedOrders().map((item) => [item.orderId, item])) };
}
