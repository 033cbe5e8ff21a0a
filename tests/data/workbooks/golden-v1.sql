-- A workbook in format version 1 (no snapshots, no scenario colour or baseline flag).
-- Regenerate: rm -f golden-v1.tfwb && sqlite3 golden-v1.tfwb < golden-v1.sql
PRAGMA journal_mode = DELETE;
PRAGMA application_id = 1416588102;
PRAGMA user_version = 1;
BEGIN;
CREATE TABLE meta (key TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE scenario (position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, inputs TEXT NOT NULL, notes TEXT NOT NULL);
CREATE TABLE custom_hardware (id TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL);
CREATE TABLE custom_model (id TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL);
CREATE TABLE calibration_profile (key TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL);
INSERT INTO meta VALUES ('created_utc', '2026-01-15T09:30:00Z'), ('modified_utc', '2026-02-01T17:05:00Z'),
  ('app_version', '0.0.9'), ('notes', 'Hopper vs Blackwell for the Q1 review'), ('chart_settings', '{"pareto_x":"tok_s_user"}');
INSERT INTO scenario VALUES (1, 'H200 FP8', '{"hardware":"h200","model":"deepseek-r1","framework":"sglang","precision":"fp8","batch":64,"tp":8,"price_per_gpu_hour":1.41,"kw_per_gpu":1.73}', 'seed baseline');
INSERT INTO scenario VALUES (2, 'Lab GPU', '{"hardware":"lab-gpu","model":"deepseek-r1","precision":"bf16","batch":16,"tp":8,"price_per_gpu_hour":2.5}', '');
INSERT INTO custom_hardware VALUES ('lab-gpu', '{"id":"lab-gpu","name":"Lab GPU","vendor":"Lab","hbm_gb":192,"hbm_tb_s":6,"dense_tflops":{"bf16":1000,"fp8":2000},"tdp_w":900,"scaleup_gpus":8,"user_defined":true}');
COMMIT;
