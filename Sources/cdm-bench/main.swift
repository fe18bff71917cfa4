// The cdm benchmark: synthetic models, cold check, edit latency in-process and over pipes, memory.
print("cdm-bench: not written yet")
