pkill -f "scripts/start.mjs" ; pkill -f "apps/server/dist/server.js"; sleep 1
cd /work/main && (PORT=3999 HOST=127.0.0.1 DATA_DIR=/tmp/shots-data LOG_LEVEL=warn DATABASE_URL= nohup node scripts/start.mjs > /tmp/srv.log 2>&1 &)
for i in $(seq 1 60); do curl -sf http://127.0.0.1:3999/api/health >/dev/null && break; sleep 1; done
