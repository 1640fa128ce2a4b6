import type { OrderLine, OrderListEntry } from '../../../src/api/generated/model/index.ts';
import { isoDateTime } from '../dates.ts';
import { document, type StoredDocument } from '../documents.ts';

/** Orders (plant, environmental plan) of the accounts, with their lines and documents. */
export type StoredOrder = OrderListEntry & { orderId: string; accountId: string; orderLines: OrderLine[] };

export interface OrdersData {
  orders: Map<string, StoredOrder>;
  orderDocuments: Map<string, StoredDocument[]>;
}

const line = (orderId: string, productId: string, productName: string, quantity: number, price: number) => ({
  orderId,
  productId,
  productName,
  quantity,
  price,
});

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
      signatureState: 1,
      createdDate: isoDateTime(-30),
      deliveryWish: 'Våren',
      comment: null,
      orderLines: [
        line('order-kari-plant', 'rpBallert', 'Gran', 1200, 4.2),
        line('order-kari-plant', 'furu', 'Furu', 400, 3.9),
      ],
    },
    {
      orderId: 'order-kari-mis',
      accountId: 'acc-kari',
      propertyId: 'property-kari-3',
      projectId: 'project-mis-3411',
      name: 'Miljøregistrering (MiS) 3411/40/7',
      orderType: 13,
      propertyNumber: '3411/40/7',
      status: 'Til signering',
      signatureState: 0,
      createdDate: isoDateTime(-12),
      deliveryWish: null,
      comment: null,
      orderLines: [
        line('order-kari-mis', 'mis-fixed', 'Miljøplan, fast pris', 1, 8000),
        line('order-kari-mis', 'mis-member-discount', 'Medlemsrabatt', -1, 1000),
      ],
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
      signatureState: 1,
      createdDate: isoDateTime(-60),
      deliveryWish: 'Høsten',
      comment: null,
      orderLines: [line('order-nskog-plant', 'rpBallert', 'Gran', 800, 4.2)],
    },
  ];
}

export function createOrdersData(): OrdersData {
  return {
    orders: new Map(seedOrders().map((item) => [item.orderId, item])),
    orderDocuments: new Map([
      [
        'order-kari-mis',
        [
          document(
            'Ordrebekreftelse MiS 3411-40-7.pdf',
            'Ordrebekreftelse miljøregistrering (MiS)',
            [
              'Eiendom: 3411/40/7 Åsen',
              'Fast pris: 8 000 kr',
              'Medlemsrabatt: -1 000 kr',
              'Sum eks. mva: 7 000 kr',
            ],
            -12,
          ),
        ],
      ],
      [
        'order-kari-plant',
        [
          document(
            'Ordrebekreftelse planter.pdf',
            'Ordrebekreftelse planter',
            ['Gran: 1 200 stk', 'Furu: 400 stk'],
            -30,
          ),
        ],
      ],
    ]),
  };
}
