// Work in progress: this module is being built up issue by issue.
