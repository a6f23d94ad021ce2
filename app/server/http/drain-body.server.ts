/**
 * Root middleware: a request body the handler never read (a body sent to an endpoint that takes
 * none, or a request refused before its body was parsed) is drained after the response is made.
 * Left unread, it stays in the keep-alive connection: the next request on that connection is never
 * answered and the client gets a reset. Bodies are bounded by the HTTP layer's body limits.
 */
export async function drainUnreadBody({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  if (request.body && !request.bodyUsed && !request.body.locked) {
    void request.arrayBuffer().catch(() => undefined);
  }
  return response;
}
