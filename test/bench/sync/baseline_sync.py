#!/usr/bin/env python3
"""Baseline client of the sync benchmark: a straightforward serial sync of the ledger in
Python 3 (standard library + `cryptography` for Ed25519), none of the app's code.
Registers its own key through the sandbox control API, then pages through
GET /v1/transactions?limit=200&starting_after=<id> on ONE keep-alive connection, signing
every request (METHOD\\nPATH\\nTIMESTAMP\\nBODY), and inserts each page into SQLite
(WAL, synchronous=NORMAL) in one transaction with executemany.
Usage: baseline_sync.py BASE_URL ADMIN_TOKEN DB_PATH   -> one JSON line on stdout."""
import base64
import http.client
import json
import sqlite3
import sys
import time
import urllib.parse

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

base_url, admin_token, db_path = sys.argv[1], sys.argv[2], sys.argv[3]
url = urllib.parse.urlsplit(base_url)
base_path = url.path.rstrip('/')

conn = http.client.HTTPConnection(url.hostname, url.port)
key = Ed25519PrivateKey.generate()
public_raw = key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
body = json.dumps({'publicKey': base64.b64encode(public_raw).decode(), 'role': 'read'})
conn.request('POST', '/_sandbox/keys', body=body, headers={'content-type': 'application/json', 'x-sandbox-admin-token': admin_token})
response = conn.getresponse()
registered = json.loads(response.read())
if response.status >= 300:
    sys.exit(f'registration failed: HTTP {response.status} {registered}')
api_key = registered['apiKey']

db = sqlite3.connect(db_path, isolation_level=None)
db.execute('PRAGMA journal_mode = WAL')
db.execute('PRAGMA synchronous = NORMAL')
db.execute('''CREATE TABLE ledger (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, type TEXT NOT NULL,
  direction TEXT NOT NULL, amount TEXT NOT NULL, currency TEXT NOT NULL, balance TEXT NOT NULL,
  created_at TEXT NOT NULL, description TEXT, raw TEXT NOT NULL)''')
insert = 'INSERT OR REPLACE INTO ledger VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'

cpu0 = time.process_time()
wall0 = time.perf_counter()
requests = 0
rows = 0
cursor = None
while True:
    path = f'{base_path}/transactions?limit=200' + (f'&starting_after={urllib.parse.quote(cursor)}' if cursor else '')
    timestamp = str(int(time.time()))
    signature = base64.b64encode(key.sign(f'GET\n{path}\n{timestamp}\n'.encode())).decode()
    conn.request('GET', path, headers={'authorization': f'Bearer {api_key}', 'x-timestamp': timestamp, 'x-signature': signature})
    response = conn.getresponse()
    text = response.read()
    requests += 1
    if response.status != 200:
        sys.exit(f'GET {path}: HTTP {response.status} {text[:300]!r}')
    page = json.loads(text)
    items = page['items']
    db.execute('BEGIN')
    db.executemany(insert, [(t['id'], t['accountId'], t['type'], t['direction'], t['amount'], t['currency'], t['balance'],
                             t['createdAt'], t.get('description'), json.dumps(t)) for t in items])
    db.execute('COMMIT')
    rows += len(items)
    if not page['pagination']['hasMore'] or not items:
        break
    cursor = page['pagination'].get('nextCursor') or items[-1]['id']

wall = time.perf_counter() - wall0
cpu = time.process_time() - cpu0
count = db.execute('SELECT count(*) FROM ledger').fetchone()[0]
db.close()
print(json.dumps({'rows': count, 'fetched': rows, 'requests': requests, 'wallSeconds': wall, 'cpuSeconds': cpu}))
