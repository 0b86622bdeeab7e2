/** One row per accepted submission. `body` is the request body as validated, as JSON text. */
export interface SubmissionsTable {
  id: string;
  form: 'proposal' | 'contact' | 'uk-enquiry';
  region: 'in' | 'uk';
  received_at: string;
  body: string;
}

export interface Database {
  submissions: SubmissionsTable;
}
