export declare const FIRST_LOAD_BUDGET_KB: {
  readonly realHome: number;
  readonly realCheckout: number;
  readonly demoHome: number;
};
