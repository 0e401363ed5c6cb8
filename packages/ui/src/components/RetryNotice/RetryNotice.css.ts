// RetryNotice is composed of Notice and Button and needs no styles of its own.
export {};
