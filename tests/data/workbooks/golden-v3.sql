-- A workbook in format version 3 (snapshots keep their figures), written independently of the
-- application's writer.
-- Regenerate: rm -f golden-v3.tfwb && sqlite3 golden-v3.tfwb < golden-v3.sql
PRAGMA journal_mode = DELETE;
PRAGMA application_id = 1416588102;
PRAGMA user_version = 3;
BEGIN;
CREATE TABLE meta (key TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE scenario (position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, inputs TEXT NOT NULL, notes TEXT NOT NULL, colour TEXT NOT NULL, baseline INTEGER NOT NULL);
CREATE TABLE snapshot (position INTEGER PRIMARY KEY, scenario_name TEXT NOT NULL, label TEXT NOT NULL, created_utc TEXT NOT NULL, inputs TEXT NOT NULL, outputs TEXT NOT NULL);
CREATE TABLE custom_hardware (id TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL);
CREATE TABLE custom_model (id TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL);
CREATE TABLE calibration_profile (key TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL);
INSERT INTO meta VALUES ('created_utc', '2026-03-02T08:00:00Z'), ('modified_utc', '2026-11-30T18:45:00Z'),
  ('app_version', '0.1.0'), ('notes', 'Board pack, November'), ('chart_settings', '{"pareto_x":"tok_s_user","log_y":true}');
INSERT INTO scenario VALUES (1, 'H200 FP8', '{"hardware":"h200","model":"deepseek-r1","framework":"sglang","precision":"fp8","batch":64,"tp":8,"price_per_gpu_hour":1.41,"kw_per_gpu":1.73}', 'seed baseline', '#1f77b4', 1);
INSERT INTO scenario VALUES (2, 'GB300 NVL72 FP4', '{"hardware":"gb300-nvl72","model":"deepseek-r1","framework":"trtllm","precision":"fp4","batch":1024,"tp":8,"ep":32,"prefill_tp":8,"serving":"disaggregated","spec_tokens":1,"price_per_gpu_hour":2.65,"kw_per_gpu":2.1,"capex_per_gpu":60000}', '', '#ff7f0e', 0);
INSERT INTO snapshot VALUES (1, 'H200 FP8', 'as presented to the board on 2026-11-30', '2026-11-30T18:40:00Z', '{"hardware":"h200","model":"deepseek-r1","framework":"sglang","precision":"fp8","batch":32,"tp":8,"price_per_gpu_hour":1.6}', '{"service_level":{"mode":"equal-interactivity","target_tok_s_user":50},"reached":true,"figures":{"cost_per_mtok_output_usd":4.2,"cost_per_mtok_total_usd":1.05,"tok_s_gpu_total":1800,"tok_s_gpu_output":90,"tok_s_user":51.5,"ttft_ms":820,"tok_s_mw":1040000,"tok_per_joule":1.04,"usd_per_gpu_hour":1.6}}');
INSERT INTO snapshot VALUES (2, 'H200 FP8', 'inputs only', '2026-11-29T09:00:00Z', '{"hardware":"h200","model":"deepseek-r1","batch":16}', '');
INSERT INTO custom_hardware VALUES ('lab-gpu', '{"id":"lab-gpu","name":"Lab GPU","vendor":"Lab","hbm_gb":192,"hbm_tb_s":6,"dense_tflops":{"bf16":1000,"fp8":2000},"tdp_w":900,"scaleup_gpus":8,"user_defined":true}');
INSERT INTO custom_model VALUES ('tiny-8b', '{"id":"tiny-8b","name":"Tiny 8B","total_params_b":8,"active_params_b":8,"layers":32,"hidden":4096,"attention_heads":32,"kv_heads":8,"head_dim":128,"ffn_intermediate":14336,"vocabulary":128256,"max_context":131072,"user_defined":true}');
INSERT INTO calibration_profile VALUES ('lab-gpu/vllm', '{"hardware":"lab-gpu","framework":"vllm","precision":"","knobs":{"hbm_efficiency":0.7},"fitted_to":"lab measurements","points_fitted":12,"median_abs_error_fit":0.08,"calibrated":true}');
COMMIT;
