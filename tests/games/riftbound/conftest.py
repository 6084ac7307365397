"""Make the shared helpers of the Riftbound ruling tests importable
(`from rb_helpers import ...`); the tests run with --import-mode=importlib."""

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
