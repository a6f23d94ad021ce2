/**
 * msw handlers for Razorpay's orders API (https://api.razorpay.com/v1/orders). The razorpay SDK
 * calls it through axios, which msw intercepts in Node. Each mock records what it received.
 *
 *   const razorpay = razorpayMock();
 *   mockServer.use(razorpay.createsOrders());
 *   … expect(razorpay.requests[0]!.body.amount).toBe(40000);
 */
import { randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";

export const RAZORPAY_ORDERS_URL = "https://api.razorpay.com/v1/orders";

export interface OrderRequestBody {
  amount: number;
  currency: string;
  receipt?: string;
  notes?: Record<string, string>;
  [key: string]: unknown;
}

export interface RecordedOrderRequest {
  body: OrderRequestBody;
  /** The Basic auth user (the key id) the SDK sent. */
  keyId: string | null;
  keySecret: string | null;
}

export function razorpayOrderId(): string {
  return `order_${randomBytes(7).toString("hex")}`;
}

function basicAuth(request: Request): { keyId: string | null; keySecret: string | null } {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Basic (.+)$/i.exec(header);
  if (!match) return { keyId: null, keySecret: null };
  const [keyId, keySecret] = Buffer.from(match[1]!, "base64").toString("utf8").split(":");
  return { keyId: keyId ?? null, keySecret: keySecret ?? null };
}

export function razorpayMock() {
  const requests: RecordedOrderRequest[] = [];
  const record = async (request: Request) => {
    const body = (await request.clone().json()) as OrderRequestBody;
    requests.push({ body, ...basicAuth(request) });
    return body;
  };

  return {
    requests,
    /** Answers like Razorpay: a created order with a fresh id echoing amount, currency, receipt, notes. */
    createsOrders() {
      return http.post(RAZORPAY_ORDERS_URL, async ({ request }) => {
        const body = await record(request);
        return HttpResponse.json({
          id: razorpayOrderId(),
          entity: "order",
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt ?? null,
          offer_id: null,
          status: "created",
          attempts: 0,
          notes: body.notes ?? [],
          created_at: Math.floor(Date.now() / 1000),
        });
      });
    },
    /** Razorpay refusing the call (e.g. 401 for wrong keys, 400 for a bad request). */
    fails(status = 401, description = "Authentication failed") {
      return http.post(RAZORPAY_ORDERS_URL, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ error: { code: "BAD_REQUEST_ERROR", description, source: "NA", step: "NA", reason: "NA" } }, { status });
      });
    },
    /** A misbehaving answer: an order for another amount than the one asked for. */
    answersWrongAmount() {
      return http.post(RAZORPAY_ORDERS_URL, async ({ request }) => {
        const body = await record(request);
        return HttpResponse.json({ id: razorpayOrderId(), entity: "order", amount: body.amount + 100, currency: body.currency, status: "created" });
      });
    },
  };
}
