# Inside the second fresh root: the package installs with apt as a user would install it, and both
# programs run from it.
apt-get update -qq
cd /ci
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ./tokenfactory_*.deb >/tmp/apt.log 2>&1 || {
    tail -30 /tmp/apt.log
    exit 1
}
tokenfactory-cli --version
tokenfactory-cli eval --json >/tmp/eval.json
for key in cost_per_mtok_total_usd tok_s_gpu_total tok_s_user ttft_ms; do
    grep -q "\"$key\": [0-9]" /tmp/eval.json || { echo "eval --json lacks a number for $key"; cat /tmp/eval.json; exit 1; }
done
echo "eval --json: $(grep -c '":' /tmp/eval.json) fields"
# The public measurements ship inside the package: the overlay needs no file.
tokenfactory-cli overlay --json >/tmp/overlay.json
grep -q '"rows_matched": [1-9]' /tmp/overlay.json || { echo "overlay found no shipped measurements"; head -c 400 /tmp/overlay.json; exit 1; }
echo "overlay: shipped measurements found"
QT_QPA_PLATFORM=offscreen tokenfactory --export-report /tmp/report.pdf
[ "$(head -c 5 /tmp/report.pdf)" = "%PDF-" ] || { echo "report is not a PDF"; exit 1; }
size=$(stat -c %s /tmp/report.pdf)
[ "$size" -gt 20000 ] || { echo "report is only $size bytes"; exit 1; }
echo "report: $size bytes"
