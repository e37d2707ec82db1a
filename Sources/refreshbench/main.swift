print("refreshbench: under construction")
