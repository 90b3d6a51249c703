// Test-only helpers (never exported from the package): run one endpoint on a store and unwrap it.

interface QueryRequest<T> {
  unwrap(): Promise<T>;
  unsubscribe(): void;
}

interface MutationRequest<T> {
  unwrap(): Promise<T>;
  reset(): void;
}

/** Awaits a dispatched query's data and drops the subscription, so no cache timer outlives the test. */
export async function runQuery<T>(request: QueryRequest<T>): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

export async function runMutation<T>(request: MutationRequest<T>): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
