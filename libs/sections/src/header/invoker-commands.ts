// Invoker commands (`commandfor` and `command` on a button) open and close a
// dialog with no script. React passes the attributes through as written; its
// types do not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter of the interface it merges with
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}

export {};
