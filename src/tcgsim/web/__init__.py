"""The browser front end (`tcgsim serve`): an ASGI server over the core API, its SQLite
store, and the static page it ships (DESIGN §1). Needs the optional extra `[web]`."""
