"""Make the shared helpers of the LotR: The Duel scenario tests importable
(`from lotr_helpers import ...`)."""

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
